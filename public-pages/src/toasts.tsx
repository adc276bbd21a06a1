import {
  createContext,
  useCallback,
  useContext,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import type { ShowToast, ToastMessage } from '@legacy-planner/shared-ui';

type Outlet = ComponentType<{ messages: ToastMessage[] }>;

const ToastContext = createContext<ShowToast | null>(null);

export function useToast(): ShowToast {
  const toast = useContext(ToastContext);
  if (!toast) throw new Error('useToast() needs the public pages (PublicToasts)');
  return toast;
}

/**
 * The design kit's toasts, as in the app, downloaded with the first toast: most visits to the
 * public pages show none, so they start without notistack. (Shown once downloaded, without a
 * Suspense boundary, whose reveal React may hold back on a timer.) If the download fails, the
 * page goes on without the toast.
 */
export function PublicToasts({ children }: { children: ReactNode }) {
  const [messages, setMessages] = useState<ToastMessage[]>([]);
  const [outlet, setOutlet] = useState<{ ToastOutlet: Outlet } | null>(null);
  const downloading = useRef(false);
  const toast = useCallback<ShowToast>((message) => {
    setMessages((shown) => [...shown, message]);
    if (downloading.current) return;
    downloading.current = true;
    import('./ToastOutlet').then(
      ({ ToastOutlet }) => setOutlet({ ToastOutlet }),
      () => undefined,
    );
  }, []);
  return (
    <ToastContext.Provider value={toast}>
      {children}
      {outlet && <outlet.ToastOutlet messages={messages} />}
    </ToastContext.Provider>
  );
}
