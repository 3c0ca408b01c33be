import { Flex, Typography } from 'antd';
import { otherBundleVersions } from '../bundle-versions';

export function BundleVersions() {
  return (
    <Flex vertical data-testid="admin-bundle-versions" style={{ fontSize: 12 }}>
      <Typography.Text type="secondary" data-testid="admin-bundle-version">
        Admin console v{__BUNDLE_VERSION__}
      </Typography.Text>
      {otherBundleVersions().map(([name, version]) => (
        <Typography.Text key={name} type="secondary" style={{ fontSize: 12 }}>
          {name} v{version}
        </Typography.Text>
      ))}
    </Flex>
  );
}
