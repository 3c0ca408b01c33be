import PaperClipOutlined from '@ant-design/icons/PaperClipOutlined';
import { Button } from 'antd';
import type { HttpClient } from '../http/http-client';
import type { FileView } from '../contracts/files';
import { formatFileSize } from '@lexa/common';
import { downloadFile } from './download-file';

export interface FileDownloadLinkProps {
  file: Pick<FileView, 'id' | 'originalName' | 'size'>;
  /** Whose token downloads it: the client's unless a staff screen passes its own. */
  http?: HttpClient;
}

/** A file's name and size; clicking downloads it under its original name. */
export function FileDownloadLink({ file, http }: FileDownloadLinkProps) {
  return (
    <Button
      type="link"
      size="small"
      icon={<PaperClipOutlined />}
      style={{ paddingInline: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'start' }}
      onClick={() => void downloadFile(file, http)}
    >
      {file.originalName} ({formatFileSize(file.size)})
    </Button>
  );
}
