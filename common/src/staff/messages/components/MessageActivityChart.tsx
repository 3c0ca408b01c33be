import { Alert, Card, Grid, Skeleton } from 'antd';
import { BarChart, type BarChartDatum } from '../../charts/BarChart';
import { STATS_DAYS } from '../api/staff-messages-api';
import { useMessageStats } from '../hooks/use-message-overview';

const DAY_LABEL = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** Messages per day over the last two weeks (UTC days; the last bar is today). Loaded lazily with its chart. */
export default function MessageActivityChart() {
  const { stats, failed } = useMessageStats(STATS_DAYS);
  const isNarrow = Grid.useBreakpoint().md === false;
  const data: BarChartDatum[] = (stats ?? []).map((stat, index, all) => {
    const day = index === all.length - 1 ? 'Today' : DAY_LABEL.format(new Date(`${stat.period}T00:00:00Z`));
    return {
      key: stat.period,
      label: day,
      value: stat.count,
      description: `${day}: ${plural(stat.count, 'message')} in ${plural(stat.threadCount, 'thread')}`,
    };
  });
  return (
    <Card size="small" title="Messages per day" data-testid="message-activity">
      {failed ? (
        <Alert type="warning" showIcon title="The message statistics could not be loaded." />
      ) : stats === null ? (
        <Skeleton active paragraph={{ rows: 3 }} title={false} />
      ) : (
        <BarChart title={`Messages per day, last ${STATS_DAYS} days`} data={data} labelEvery={isNarrow ? 2 : 1} />
      )}
    </Card>
  );
}
