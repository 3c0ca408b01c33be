import { Card, Col, Row, Statistic } from 'antd';
import type { MessageSummary } from '../../../contracts/messages';
import { formatResponseTime } from '../utils/format-response-time';

export interface MessageSummaryCardsProps {
  summary: MessageSummary | null;
}

/** Total Threads, Total Messages, Today's Activity and Avg. Response Time (two per row on a phone). */
export function MessageSummaryCards({ summary }: MessageSummaryCardsProps) {
  const cards = [
    { key: 'threads', title: 'Total Threads', value: summary?.totalThreads ?? '—' },
    { key: 'messages', title: 'Total Messages', value: summary?.totalMessages ?? '—' },
    { key: 'today', title: "Today's Activity", value: summary?.todayMessages ?? '—' },
    {
      key: 'response',
      title: 'Avg. Response Time',
      value: summary ? formatResponseTime(summary.averageResponseMinutes) : '—',
    },
  ];
  return (
    <Row gutter={[12, 12]} data-testid="message-summary-cards">
      {cards.map((card) => (
        <Col key={card.key} xs={12} md={6}>
          <Card size="small" data-testid={`message-card-${card.key}`}>
            <Statistic title={card.title} value={card.value} loading={summary === null} />
          </Card>
        </Col>
      ))}
    </Row>
  );
}
