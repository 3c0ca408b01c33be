import { Flex, theme } from 'antd';
import { otherBundleVersions } from '../bundle-versions';

export function BundleVersions() {
  const { token } = theme.useToken();
  // Plain text in the theme's secondary colour: antd's Typography is not part of the console's first download.
  return (
    <Flex vertical data-testid="admin-bundle-versions" style={{ fontSize: 12, color: token.colorTextDescription }}>
      <span data-testid="admin-bundle-version">Admin console v{__BUNDLE_VERSION__}</span>
      {otherBundleVersions().map(([name, version]) => (
        <span key={name}>
          {name} v{version}
        </span>
      ))}
    </Flex>
  );
}
