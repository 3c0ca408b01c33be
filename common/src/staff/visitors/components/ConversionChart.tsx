import { Card } from 'antd';
import { BarChart } from '../../charts/BarChart';

export interface ConversionChartProps {
  visits: number;
  widgetSessions: number;
  chats: number;
  requests: number;
}

const percent = (part: number, whole: number) => (whole ? `${Math.round((part / whole) * 100)}%` : '0%');

/** Landing visits → widget sessions → chats with messages → chats that led to a request. Loaded lazily. */
export default function ConversionChart({ visits, widgetSessions, chats, requests }: ConversionChartProps) {
  const steps = [
    { key: 'visits', label: 'Visits', value: visits, description: `${visits} landing visits` },
    {
      key: 'widget',
      label: 'Widget',
      value: widgetSessions,
      description: `${widgetSessions} widget sessions (${percent(widgetSessions, visits)} of visits)`,
    },
    {
      key: 'chats',
      label: 'Chats',
      value: chats,
      description: `${chats} chats (${percent(chats, widgetSessions)} of widget sessions)`,
    },
    {
      key: 'requests',
      label: 'Requests',
      value: requests,
      description: `${requests} requests (${percent(requests, chats)} of chats)`,
    },
  ];
  return (
    <Card size="small" title="Visitor → chat → request" data-testid="visitor-conversion">
      <BarChart title="Visitor to chat to request conversion" data={steps} height={120} />
    </Card>
  );
}
