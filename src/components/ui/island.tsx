import { Component, type ComponentType, type ErrorInfo, type ReactNode } from 'react';

interface BoundaryProps {
  name: string;
  children: ReactNode;
}

/**
 * Catches an island's errors so only that island is replaced: 'Unexpected Application
 * Error!' with the error's text; the rest of the page keeps working. The heading is
 * in the page's language: the layout writes it on <html data-error-heading>, because an island
 * that failed may not have its own strings.
 */
class IslandBoundary extends Component<BoundaryProps, { error?: Error }> {
  override state: { error?: Error } = {};

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`[${this.props.name}]`, error, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <div role="alert" className="m-2 rounded-xl border border-red-300 bg-red-50 p-4 text-red-900">
        <p className="font-bold">{document.documentElement.dataset.errorHeading}</p>
        <pre className="mt-2 text-sm whitespace-pre-wrap">{error.message}</pre>
      </div>
    );
  }
}

/**
 * Lets end-to-end tests make one island fail on purpose: `?island-error=Header`. Only in the
 * test build (PUBLIC_TEST_HOOKS, scripts/analytics-build.ts): the shipped pages carry none of
 * it, the bundler dropping the code. Only in the browser, so the built HTML is never affected.
 */
function FailOnRequest({ name }: { name: string }) {
  if (
    import.meta.env.PUBLIC_TEST_HOOKS === '1' &&
    typeof window !== 'undefined' &&
    new URLSearchParams(window.location.search).get('island-error') === name
  ) {
    throw new Error(`${name} failed on request (island-error test trigger)`);
  }
  return null;
}

/** Wraps a component that is hydrated as an island in its own error boundary. */
export function island<P extends object>(name: string, Inner: ComponentType<P>): ComponentType<P> {
  function Island(props: P) {
    return (
      <IslandBoundary name={name}>
        <FailOnRequest name={name} />
        <Inner {...props} />
      </IslandBoundary>
    );
  }
  Island.displayName = `Island(${name})`;
  return Island;
}
