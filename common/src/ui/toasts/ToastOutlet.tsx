import { message, Modal, notification } from 'antd';
import { useEffect } from 'react';
import { TOAST_CONFIG, type Toasts } from './toasts';

export interface ToastOutletProps {
  onReady: (toasts: Toasts) => void;
}

/**
 * antd's toast and confirmation hooks with their holders, mounted inside the theme at the first toast (a lazy chunk:
 * modal and notification are about 17 KB on the wire that most page loads never use).
 */
export default function ToastOutlet({ onReady }: ToastOutletProps) {
  const [messageApi, messageHolder] = message.useMessage(TOAST_CONFIG);
  const [notificationApi, notificationHolder] = notification.useNotification(TOAST_CONFIG);
  const [modalApi, modalHolder] = Modal.useModal();

  // After mount, so that the holders exist when the queued calls run.
  useEffect(() => {
    onReady({
      message: {
        success: (content) => void messageApi.success(content),
        error: (content) => void messageApi.error(content),
      },
      notification: notificationApi,
      modal: { confirm: (config) => void modalApi.confirm(config) },
    });
  }, [onReady, messageApi, notificationApi, modalApi]);

  return (
    <>
      {messageHolder}
      {notificationHolder}
      {modalHolder}
    </>
  );
}
