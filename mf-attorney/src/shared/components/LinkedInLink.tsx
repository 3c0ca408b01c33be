import LinkedinOutlined from '@ant-design/icons/LinkedinOutlined';
import { Typography } from 'antd';
import { httpUrlOrNull } from '../utils/http-url';

export interface LinkedInLinkProps {
  url: string;
}

/** The attorney's LinkedIn page; renders nothing for an empty or non-web address. */
export function LinkedInLink({ url }: LinkedInLinkProps) {
  const href = httpUrlOrNull(url);
  if (!href) return null;
  return (
    <Typography.Link href={href} target="_blank" rel="noopener noreferrer" data-testid="attorney-linkedin">
      <LinkedinOutlined /> LinkedIn profile
    </Typography.Link>
  );
}
