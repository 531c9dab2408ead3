import * as Toast from '@radix-ui/react-toast';
import { useStore } from '@nanostores/react';
import type { Dictionary } from '../../i18n/dictionary.ts';
import { CheckCircle2, CircleAlert, Info, X } from './icons.tsx';
import { limits } from '../../site.config.ts';
import { $toast, dismissToast } from '../../lib/toast-store.ts';

const icons = { success: CheckCircle2, error: CircleAlert, info: Info };

/**
 * The toast viewport: one toast at a time, 5000 ms, swipe right 50 px to
 * dismiss, close button, Escape, and F8 to move focus to the viewport. Loaded with the
 * first toast (see ToastIsland).
 */
export default function Toaster({ t }: { t: Dictionary['toast'] }) {
  const toast = useStore($toast);
  const Icon = toast ? icons[toast.tone] : Info;
  return (
    <Toast.Provider
      duration={limits.toastMillis}
      swipeDirection="right"
      swipeThreshold={limits.toastSwipePx}
      label={t.label}
    >
      {toast && (
        <Toast.Root
          key={toast.id}
          type={toast.tone === 'error' ? 'foreground' : 'background'}
          onOpenChange={(open) => !open && dismissToast(toast.id)}
          className="toast relative flex items-start gap-3 rounded-2xl border border-stone-200 bg-white p-4 pr-12 shadow-xl"
          data-tone={toast.tone}
        >
          <Icon
            aria-hidden="true"
            className={`mt-0.5 size-5 shrink-0 ${toast.tone === 'error' ? 'text-red-700' : 'text-forest-600'}`}
          />
          <div>
            <Toast.Title className="font-bold text-forest-900">{toast.title}</Toast.Title>
            <Toast.Description className="mt-1 text-sm text-stone-700">{toast.description}</Toast.Description>
          </div>
          <Toast.Close className="absolute top-2 right-2 inline-flex size-10 items-center justify-center rounded-full text-stone-600 hover:bg-stone-100">
            <X aria-hidden="true" className="size-4" />
            <span className="sr-only">{t.close}</span>
          </Toast.Close>
        </Toast.Root>
      )}
      <Toast.Viewport className="fixed right-0 bottom-24 z-[60] flex w-full flex-col gap-2 p-4 outline-none sm:bottom-28 md:max-w-[420px]" />
    </Toast.Provider>
  );
}
