import { Select } from 'antd';
import { MESSAGING_ALIASES } from '@lexa/common';

export type MessagingAlias = (typeof MESSAGING_ALIASES)[number];
/** The neutral name staff post under until they pick one. */
export const DEFAULT_ALIAS: MessagingAlias = 'Support Team';

export interface AliasSelectProps {
  value?: MessagingAlias;
  onChange?: (alias: MessagingAlias) => void;
  id?: string;
}

/** The 'Send as Admin' choice: three first-name aliases and Support Team (signed-in spec §2.4). */
export function AliasSelect({ value, onChange, id }: AliasSelectProps) {
  return (
    <Select<MessagingAlias>
      id={id}
      aria-label="Send as Admin"
      size="large"
      style={{ minWidth: 160, fontSize: 16 }}
      value={value}
      onChange={onChange}
      options={MESSAGING_ALIASES.map((alias) => ({ value: alias, label: alias }))}
    />
  );
}
