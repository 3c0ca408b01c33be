import { Empty, Flex, Tabs } from 'antd';
import { lazy, Suspense, type ReactNode } from 'react';
import type { AttorneyDashboard } from '@lexa/common';
import { ScreenLoading } from '@lexa/common/ui';
import { dashboardStats } from '../dashboard-stats';
import { AssignmentCard } from './AssignmentCard';
import { DashboardStatCards } from './DashboardStatCards';

// The dashboard opens on Assigned Requests: the other tabs download when first chosen.
const ProfileSummary = lazy(() => import('./ProfileSummary').then((module) => ({ default: module.ProfileSummary })));
const AttorneyNotifications = lazy(() =>
  import('../../notifications/components/AttorneyNotifications').then((module) => ({
    default: module.AttorneyNotifications,
  })),
);

const lazyTab = (content: ReactNode) => <Suspense fallback={<ScreenLoading area="section" />}>{content}</Suspense>;

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
          { key: 'profile', label: 'Profile', children: lazyTab(<ProfileSummary profile={dashboard.profile} />) },
          { key: 'notifications', label: 'Notifications', children: lazyTab(<AttorneyNotifications />) },
        ]}
      />
    </Flex>
  );
}
