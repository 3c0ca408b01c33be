import { Flex, Tag, Typography } from 'antd';

export interface TagListProps {
  items: readonly string[];
  emptyText: string;
}

export function TagList({ items, emptyText }: TagListProps) {
  if (items.length === 0) return <Typography.Text type="secondary">{emptyText}</Typography.Text>;
  return (
    <Flex gap="small" wrap>
      {items.map((item) => (
        <Tag key={item}>{item}</Tag>
      ))}
    </Flex>
  );
}
