import { Empty, Flex, Tabs } from 'antd';
import type { AttorneyDashboard } from '@lexa/common';
import { AttorneyNotifications } from '../../notifications/components/AttorneyNotifications';
import { dashboardStats } from '../dashboard-stats';
import { AssignmentCard } from './AssignmentCard';
import { DashboardStatCards } from './DashboardStatCards';
import { ProfileSummary } from './ProfileSummary';

export interface DashboardContentProps {
  dashboard: AttorneyDashboard;
}

export function DashboardContent({ dashboard }: DashboardContentProps) {
  const assignments =
    dashboard.assignments.length > 0 ? (
      <Flex vertical gap="middle">
        {dashboard.assignments.map((assignment) => (
          <AssignmentCard key={assignment.id} assignment={assignment} />
        ))}
      </Flex>
    ) : (
      <Empty description="No assignments yet" />
    );

  return (
    <Flex vertical gap="large">
      <DashboardStatCards stats={dashboardStats(dashboard)} />
      <Tabs
        items={[
          { key: 'requests', label: 'Assigned Requests', children: assignments },
          { key: 'profile', label: 'Profile', children: <ProfileSummary profile={dashboard.profile} /> },
          { key: 'notifications', label: 'Notifications', children: <AttorneyNotifications /> },
        ]}
      />
    </Flex>
  );
}
