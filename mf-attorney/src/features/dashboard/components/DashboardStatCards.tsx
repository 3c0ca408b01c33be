import CheckCircleOutlined from '@ant-design/icons/CheckCircleOutlined';
import FileTextOutlined from '@ant-design/icons/FileTextOutlined';
import IdcardOutlined from '@ant-design/icons/IdcardOutlined';
import { Col, Row, Statistic } from 'antd';
import { PlainCard } from '@lexa/common/ui';
import type { DashboardStats } from '../dashboard-stats';

export interface DashboardStatCardsProps {
  stats: DashboardStats;
}

export function DashboardStatCards({ stats }: DashboardStatCardsProps) {
  const cards = [
    { testId: 'stat-active', title: 'Active Assignments', value: stats.activeAssignments, icon: <FileTextOutlined /> },
    { testId: 'stat-completed', title: 'Completed Cases', value: stats.completedCases, icon: <CheckCircleOutlined /> },
    { testId: 'stat-profile', title: 'Profile Status', value: stats.profileStatus, icon: <IdcardOutlined /> },
  ];
  return (
    <Row gutter={[16, 16]}>
      {cards.map(({ testId, title, value, icon }) => (
        <Col key={testId} xs={24} md={8}>
          <PlainCard data-testid={testId}>
            <Statistic title={title} value={value} prefix={icon} />
          </PlainCard>
        </Col>
      ))}
    </Row>
  );
}
