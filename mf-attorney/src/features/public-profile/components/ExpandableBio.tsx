import { Button, Typography } from 'antd';
import { useState } from 'react';

/** Spec §9: the bio preview is 200 characters. */
export const BIO_PREVIEW = 200;

export interface ExpandableBioProps {
  bio: string;
}

export function ExpandableBio({ bio }: ExpandableBioProps) {
  const [expanded, setExpanded] = useState(false);
  const long = bio.length > BIO_PREVIEW;
  return (
    <Typography.Paragraph style={{ marginBottom: 0, whiteSpace: 'pre-line' }} data-testid="attorney-bio">
      {long && !expanded ? `${bio.slice(0, BIO_PREVIEW).trimEnd()}…` : bio}
      {long && (
        <Button type="link" onClick={() => setExpanded(!expanded)} style={{ minHeight: 44, paddingInline: 4 }}>
          {expanded ? 'Show less' : 'Read more'}
        </Button>
      )}
    </Typography.Paragraph>
  );
}
