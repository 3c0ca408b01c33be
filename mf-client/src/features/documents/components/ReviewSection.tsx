import InboxOutlined from '@ant-design/icons/InboxOutlined';
import { Empty, Space, Spin, Typography, Upload } from 'antd';
import { useState } from 'react';
import type { DocumentReview } from '@lexa/common';
import { saveBlob, useToasts } from '@lexa/common/ui';
import { downloadReviewReport, retryReview, startReview } from '../api/documents-api';
import { useReviewChange, useReviews } from '../hooks/use-reviews';
import { REVIEW_ACCEPT, refuseReviewFile } from '../utils/review-file-rules';
import { ReviewInstructionsDialog } from './ReviewInstructionsDialog';
import { ReviewReportDialog } from './ReviewReportDialog';
import { ReviewRow } from './ReviewRow';

/** Review a Document (signed-in spec §2.2): a drop zone, the instructions dialog, the list and the report. */
export function ReviewSection() {
  const { notification } = useToasts();
  const { reviews, loading } = useReviews();
  const startChosen = useReviewChange(({ file, instructions }: { file: File; instructions: string }) =>
    startReview(file, instructions),
  );
  const restart = useReviewChange(retryReview);
  const [chosen, setChosen] = useState<File | null>(null);
  const [starting, setStarting] = useState(false);
  const [reportOf, setReportOf] = useState<DocumentReview | null>(null);

  const choose = (file: File) => {
    const refusal = refuseReviewFile(file);
    if (refusal) notification.error({ title: refusal.title, description: refusal.message });
    else setChosen(file);
    // Never let the Upload component send the file itself.
    return Upload.LIST_IGNORE;
  };

  const start = async (instructions: string) => {
    if (!chosen) return;
    setStarting(true);
    try {
      await startChosen.mutateAsync({ file: chosen, instructions });
      notification.success({ title: 'Review Started', description: 'Document review is now processing...' });
      setChosen(null);
    } catch (error) {
      console.warn('Starting a review failed', error);
      notification.error({ title: 'Error', description: 'Failed to start document review' });
    } finally {
      setStarting(false);
    }
  };

  // The spec gives retry no error handler: a failure is only logged.
  const retry = async (review: DocumentReview) => {
    try {
      await restart.mutateAsync(review.id);
      notification.success({ title: 'Review Restarted' });
    } catch (error) {
      console.warn('Retrying a review failed', error);
    }
  };

  const download = async (review: DocumentReview) => {
    try {
      const { blob, filename } = await downloadReviewReport(review.id);
      saveBlob(blob, filename);
    } catch (error) {
      console.warn('Downloading a review report failed', error);
      notification.error({ title: 'Download Failed', description: 'Failed to download PDF report' });
    }
  };

  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }} data-testid="review-section">
      <Typography.Title level={3}>Review a Document</Typography.Title>
      <Upload.Dragger
        accept={REVIEW_ACCEPT}
        multiple={false}
        showUploadList={false}
        beforeUpload={choose}
        data-testid="review-drop-zone"
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p className="ant-upload-text">Drop a contract here or click to choose one</p>
        <p className="ant-upload-hint">PDF or DOCX, up to 10MB</p>
      </Upload.Dragger>
      {loading ? (
        <Spin />
      ) : reviews.length === 0 ? (
        <Empty description="No document reviews yet" />
      ) : (
        <Space orientation="vertical" style={{ width: '100%' }}>
          {reviews.map((review) => (
            <ReviewRow
              key={review.id}
              review={review}
              onRetry={retry}
              onViewReport={setReportOf}
              onDownload={download}
            />
          ))}
        </Space>
      )}
      <ReviewInstructionsDialog file={chosen} starting={starting} onStart={start} onCancel={() => setChosen(null)} />
      <ReviewReportDialog review={reportOf} onClose={() => setReportOf(null)} />
    </Space>
  );
}
