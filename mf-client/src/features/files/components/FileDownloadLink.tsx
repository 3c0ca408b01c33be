import PaperClipOutlined from '@ant-design/icons/PaperClipOutlined';
import { Button } from 'antd';
import type { FileView } from '@lexa/common';
import { downloadFile } from '../utils/download-file';
import { formatFileSize } from '../utils/format-file-size';

export interface FileDownloadLinkProps {
  file: Pick<FileView, 'id' | 'originalName' | 'size'>;
}

/** A file's name and size; clicking downloads it under its original name. */
export function FileDownloadLink({ file }: FileDownloadLinkProps) {
  return (
    <Button
      type="link"
      size="small"
      icon={<PaperClipOutlined />}
      style={{ paddingInline: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'start' }}
      onClick={() => void downloadFile(file)}
    >
      {file.originalName} ({formatFileSize(file.size)})
    </Button>
  );
}
