import { Card, Empty } from 'antd';

/** Stands in for a tab whose screen a later issue builds; it shows no invented data. */
export function TabPlaceholder() {
  return (
    <Card>
      <Empty description="This tab is being prepared" data-testid="admin-tab-placeholder" />
    </Card>
  );
}
