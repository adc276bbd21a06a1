import { useEffect, useRef } from 'react';
import { ToastProvider, useShowToast, type ToastMessage } from '@legacy-planner/shared-ui';

/** The design kit's toast region, showing each message asked for so far, once. */
export function ToastOutlet({ messages }: { messages: ToastMessage[] }) {
  return (
    <ToastProvider>
      <ShowMessages messages={messages} />
    </ToastProvider>
  );
}

function ShowMessages({ messages }: { messages: ToastMessage[] }) {
  const toast = useShowToast();
  const shown = useRef(0);
  useEffect(() => {
    for (; shown.current < messages.length; shown.current += 1) toast(messages[shown.current]!);
  }, [messages, toast]);
  return null;
}
