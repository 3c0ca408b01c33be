import AuditOutlined from '@ant-design/icons/AuditOutlined';
import BankOutlined from '@ant-design/icons/BankOutlined';
import BulbOutlined from '@ant-design/icons/BulbOutlined';
import CalculatorOutlined from '@ant-design/icons/CalculatorOutlined';
import FileTextOutlined from '@ant-design/icons/FileTextOutlined';
import GlobalOutlined from '@ant-design/icons/GlobalOutlined';
import HomeOutlined from '@ant-design/icons/HomeOutlined';
import RocketOutlined from '@ant-design/icons/RocketOutlined';
import TeamOutlined from '@ant-design/icons/TeamOutlined';
import type { ReactNode } from 'react';

/** The practice areas the rich profile has icons for (spec §2.5); attorneys may add others, shown with a default. */
const PRACTICE_AREA_ICONS: Record<string, ReactNode> = {
  'Corporate Law': <BankOutlined />,
  'Contract Law': <FileTextOutlined />,
  'Intellectual Property': <BulbOutlined />,
  'Business Formation': <RocketOutlined />,
  'Employment Law': <TeamOutlined />,
  'Real Estate': <HomeOutlined />,
  'Tax Law': <CalculatorOutlined />,
  Immigration: <GlobalOutlined />,
};

export const PRACTICE_AREAS = Object.keys(PRACTICE_AREA_ICONS);

export const practiceAreaIcon = (area: string): ReactNode => PRACTICE_AREA_ICONS[area] ?? <AuditOutlined />;
