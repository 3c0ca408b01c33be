import { Card, Grid } from 'antd';
import type { ChatDay } from '../../../contracts/admin-chat';
import { BarChart } from '../../charts/BarChart';

const DAY_LABEL = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

export interface ChatActivityChartProps {
  days: readonly ChatDay[];
}

/** Chat sessions and chat messages per UTC day (the last bar is today). Loaded lazily with the chart. */
export default function ChatActivityChart({ days }: ChatActivityChartProps) {
  const labelEvery = Grid.useBreakpoint().md === false ? 2 : 1;
  const series = (pick: (day: ChatDay) => number, noun: string) =>
    days.map((day, index) => {
      const label = index === days.length - 1 ? 'Today' : DAY_LABEL.format(new Date(`${day.day}T00:00:00Z`));
      return { key: day.day, label, value: pick(day), description: `${label}: ${pick(day)} ${noun}` };
    });
  return (
    <Card size="small" title="Chat activity per day" data-testid="chat-activity">
      <BarChart
        title="Chat sessions per day"
        data={series((day) => day.sessions, 'sessions')}
        labelEvery={labelEvery}
      />
      <BarChart
        title="Chat messages per day"
        data={series((day) => day.messages, 'messages')}
        labelEvery={labelEvery}
      />
    </Card>
  );
}
