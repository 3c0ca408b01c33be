import { Descriptions, Modal, Tag, Typography } from 'antd';
import type { ChecklistStatus, DocumentReview, RiskLevel } from '@lexa/common';

export interface ReviewReportDialogProps {
  review: DocumentReview | null;
  onClose: () => void;
}

const RISK_COLORS: Record<RiskLevel, string> = { low: 'green', medium: 'orange', high: 'red' };
const CHECK_COLORS: Record<ChecklistStatus, string> = { found: 'green', missing: 'orange', risk: 'red' };

/** The review report: summary, risk level and the clause checklist with snippets and recommendations. */
export function ReviewReportDialog({ review, onClose }: ReviewReportDialogProps) {
  const report = review?.fullReview;
  return (
    <Modal
      open={review !== null}
      title={review ? `Review Report: ${review.originalFilename}` : ''}
      onCancel={onClose}
      footer={null}
      width={800}
    >
      {report && (
        <div data-testid="review-report">
          <Descriptions column={1} size="small" bordered>
            <Descriptions.Item label="Document type">{report.documentType}</Descriptions.Item>
            <Descriptions.Item label="Risk level">
              <Tag color={RISK_COLORS[report.riskLevel]}>{report.riskLevel}</Tag>
            </Descriptions.Item>
          </Descriptions>
          <Typography.Title level={5}>Summary</Typography.Title>
          <Typography.Paragraph>{report.summary}</Typography.Paragraph>
          <Typography.Title level={5}>Clause checklist</Typography.Title>
          <ul style={{ listStyle: 'none', padding: 0 }}>
            {report.items.map((item) => (
              <li
                key={item.key}
                data-testid="review-clause"
                style={{ padding: '8px 0', borderBottom: '1px solid #f0f0f0' }}
              >
                <Typography.Text strong>{item.clause}</Typography.Text>{' '}
                <Tag color={CHECK_COLORS[item.status]}>{item.status}</Tag>
                {item.riskLevel && <Tag color={RISK_COLORS[item.riskLevel]}>{item.riskLevel} risk</Tag>}
                <Typography.Paragraph style={{ margin: 0 }}>{item.finding}</Typography.Paragraph>
                {item.snippet && (
                  <blockquote style={{ margin: '4px 0', fontStyle: 'italic' }}>“{item.snippet}”</blockquote>
                )}
                {item.recommendation && (
                  <Typography.Text type="secondary">Recommendation: {item.recommendation}</Typography.Text>
                )}
              </li>
            ))}
          </ul>
          {report.recommendations.length > 0 && (
            <>
              <Typography.Title level={5}>Recommendations</Typography.Title>
              <ol>
                {report.recommendations.map((recommendation) => (
                  <li key={recommendation}>{recommendation}</li>
                ))}
              </ol>
            </>
          )}
        </div>
      )}
    </Modal>
  );
}
