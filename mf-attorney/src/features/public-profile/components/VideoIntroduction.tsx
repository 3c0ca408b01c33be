import PlayCircleOutlined from '@ant-design/icons/PlayCircleOutlined';
import { videoEmbedUrl } from '@lexa/common';
import { Button, Modal } from 'antd';
import { useState } from 'react';

export interface VideoIntroductionProps {
  url: string;
  displayName: string;
}

/** Watch Video Introduction: only YouTube and Vimeo players are ever framed (the CSP allows nothing else). */
export function VideoIntroduction({ url, displayName }: VideoIntroductionProps) {
  const [open, setOpen] = useState(false);
  const embed = videoEmbedUrl(url);
  if (!embed) return null;
  return (
    <>
      <Button icon={<PlayCircleOutlined />} size="large" onClick={() => setOpen(true)} style={{ minHeight: 44 }}>
        Watch Video Introduction
      </Button>
      <Modal
        open={open}
        onCancel={() => setOpen(false)}
        footer={null}
        title={`Meet ${displayName}`}
        width={800}
        destroyOnHidden
      >
        <div style={{ position: 'relative', paddingTop: '56.25%' }}>
          <iframe
            src={embed}
            title={`Video introduction of ${displayName}`}
            allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
            allowFullScreen
            style={{ position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0 }}
          />
        </div>
      </Modal>
    </>
  );
}
