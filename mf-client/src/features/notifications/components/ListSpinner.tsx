import { Flex, Spin } from 'antd';

/** Spec §9: the list area is 400 px high and scrolls. */
export const LIST_HEIGHT = 400;

/** The list area's busy state: while the list's code downloads, then while the notifications load. */
export function ListSpinner({ height }: { height: number | string }) {
  return (
    <Flex align="center" justify="center" style={{ height }}>
      <Spin />
    </Flex>
  );
}
