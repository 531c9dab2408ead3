/**
 * Which not-found message a missing URL gets (spec §8), chosen from the URL's shape so
 * the Node server and the static 404 page agree.
 */
export type NotFoundKind = 'post' | 'service' | 'content' | 'location' | 'page';

export interface NotFound {
  kind: NotFoundKind;
  heading: string;
  text: string;
  link: { href: string; label: string };
}

const home = { href: '/', label: 'Go to Homepage' };

export const notFoundMessages: Record<NotFoundKind, NotFound> = {
  post: {
    kind: 'post',
    heading: 'Post not found',
    text: 'The blog post you are looking for does not exist.',
    link: { href: '/blog/', label: 'Back to Blog' },
  },
  service: {
    kind: 'service',
    heading: 'Service not found',
    text: 'The service you are looking for does not exist.',
    link: { href: '/', label: 'Go Home' },
  },
  content: {
    kind: 'content',
    heading: 'Page Not Found',
    text: 'The content you are looking for is not available.',
    link: home,
  },
  location: {
    kind: 'location',
    heading: 'Location Not Found',
    text: "We couldn't find the location you're looking for.",
    link: home,
  },
  page: {
    kind: 'page',
    heading: 'Page Not Found',
    text: 'The page you are looking for does not exist.',
    link: home,
  },
};

const PROVINCE_CODE = /^[a-z]{2}$/;

export function notFoundKind(pathname: string): NotFoundKind {
  const parts = pathname.toLowerCase().split('/').filter(Boolean);
  const [first, , third] = parts;
  if (first === 'blog' && parts.length === 2) return 'post';
  if (first === 'services' && parts.length === 2) return 'service';
  if (first && PROVINCE_CODE.test(first)) {
    if (parts.length === 2) return 'location';
    if (parts.length === 3 && third) return 'content';
  }
  return 'page';
}

export function notFoundFor(pathname: string): NotFound {
  return notFoundMessages[notFoundKind(pathname)];
}
