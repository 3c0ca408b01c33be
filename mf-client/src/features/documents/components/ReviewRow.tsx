import { Button, Card, Progress, Space, Tag, Typography } from 'antd';
import { REVIEW_STATUS_LABELS, type DocumentReview, type ReviewStatus } from '@lexa/common';
import { useSimulatedProgress } from '../hooks/use-simulated-progress';

export interface ReviewRowProps {
  review: DocumentReview;
  onRetry: (review: DocumentReview) => void;
  onViewReport: (review: DocumentReview) => void;
  onDownload: (review: DocumentReview) => void;
}

const STATUS_COLORS: Record<ReviewStatus, string> = {
  pending: 'default',
  processing: 'processing',
  reviewed: 'success',
  failed: 'error',
};

export function ReviewRow({ review, onRetry, onViewReport, onDownload }: ReviewRowProps) {
  const working = review.status === 'pending' || review.status === 'processing';
  const simulated = useSimulatedProgress(working);
  // The server's value once it reports one, the local simulation until then (signed-in spec §4).
  const progress = Math.round(review.progress > 0 ? review.progress : simulated);

  return (
    <Card size="small" data-testid="review-row">
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Space wrap>
          <Typography.Text strong>{review.originalFilename}</Typography.Text>
          <Tag color={STATUS_COLORS[review.status]}>{REVIEW_STATUS_LABELS[review.status]}</Tag>
          <Typography.Text type="secondary">{new Date(review.createdAt).toLocaleString()}</Typography.Text>
        </Space>
        {working && <Progress percent={progress} status="active" />}
        {review.status === 'failed' && review.error && <Typography.Text type="danger">{review.error}</Typography.Text>}
        {review.status === 'reviewed' && review.reviewSummary && (
          <Typography.Paragraph ellipsis={{ rows: 2 }}>{review.reviewSummary}</Typography.Paragraph>
        )}
        <Space>
          {review.status === 'failed' && <Button onClick={() => onRetry(review)}>Retry</Button>}
          {review.status === 'reviewed' && (
            <>
              <Button type="primary" onClick={() => onViewReport(review)}>
                View Report
              </Button>
              <Button onClick={() => onDownload(review)}>Download PDF</Button>
            </>
          )}
        </Space>
      </Space>
    </Card>
  );
}
