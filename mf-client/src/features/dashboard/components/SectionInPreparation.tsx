import { Empty } from 'antd';

/** A section that is on the menu but not built yet says so plainly. */
export function SectionInPreparation() {
  return <Empty data-testid="section-in-preparation" description="This section is being prepared" />;
}
