import { Button } from 'antd';
import { PlainParagraph } from '@lexa/common/ui';
import { useState } from 'react';

/** Descriptions collapse after 200 characters (signed-in spec §9). */
const COLLAPSED_LENGTH = 200;

export interface ExpandableDescriptionProps {
  text: string;
}

export function ExpandableDescription({ text }: ExpandableDescriptionProps) {
  const [expanded, setExpanded] = useState(false);
  if (text.length <= COLLAPSED_LENGTH) {
    return <PlainParagraph style={{ marginBottom: 0 }}>{text}</PlainParagraph>;
  }
  return (
    <PlainParagraph style={{ marginBottom: 0 }}>
      {expanded ? text : `${text.slice(0, COLLAPSED_LENGTH).trimEnd()}…`}{' '}
      <Button
        type="link"
        size="small"
        style={{ padding: 0 }}
        aria-expanded={expanded}
        onClick={() => setExpanded(!expanded)}
      >
        {expanded ? 'Show less' : 'Show more'}
      </Button>
    </PlainParagraph>
  );
}
