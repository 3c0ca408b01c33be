import { Modal, Spin, Typography } from 'antd';

export interface DraftProgressDialogProps {
  /** What the server is doing; the dialog blocks the screen while there is something. */
  task: string | null;
}

export function DraftProgressDialog({ task }: DraftProgressDialogProps) {
  return (
    <Modal
      open={task !== null}
      closable={false}
      maskClosable={false}
      keyboard={false}
      footer={null}
      title="Please wait"
    >
      <div data-testid="draft-progress" style={{ textAlign: 'center', padding: 24 }}>
        <Spin />
        <Typography.Paragraph style={{ marginTop: 16 }}>{task}</Typography.Paragraph>
      </div>
    </Modal>
  );
}
