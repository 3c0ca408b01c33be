import type { ThemeConfig } from 'antd';

export const theme: ThemeConfig = {
  token: { colorPrimary: '#1f4e79', borderRadius: 8, fontFamily: 'inherit' },
};
