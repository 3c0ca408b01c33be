import EditOutlined from '@ant-design/icons/EditOutlined';
import FileSearchOutlined from '@ant-design/icons/FileSearchOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import RobotOutlined from '@ant-design/icons/RobotOutlined';
import type { RequestStatus } from '@lexa/common';
import type { ComponentType } from 'react';

/** Static sample content of the demo dashboard behind the signup dialog (public spec §2 "Signup screen"). */
export const DEMO_STATS = [
  { title: 'Recent Matters', value: 8, caption: 'Active cases' },
  { title: 'Upcoming Deadlines', value: 3, caption: 'Next 7 days' },
  { title: 'Documents', value: 24, caption: 'Files managed' },
  { title: 'Completed', value: 12, caption: 'This quarter' },
] as const;

export const DEMO_MATTERS: readonly { title: string; number: string; status: RequestStatus }[] = [
  { title: "Founders' Agreement Review", number: 'REQ-1042', status: 'in_progress' },
  { title: 'Trademark Filing for "Northwind"', number: 'REQ-1038', status: 'in_review' },
];

export const DEMO_MESSAGES = [
  {
    from: 'Legal Team',
    text: 'We reviewed your founders’ agreement and left comments on the vesting clause.',
    time: '10:24 AM',
  },
  {
    from: 'Legal Team',
    text: 'Your trademark clearance search is complete; the report is in your files.',
    time: 'Yesterday',
  },
] as const;

export const DEMO_FILES = [
  { name: 'Founders_Agreement_v3.pdf', size: '245 KB' },
  { name: 'Trademark_Search_Report.pdf', size: '1.2 MB' },
  { name: 'Mutual_NDA_Draft.docx', size: '48 KB' },
] as const;

export const DEMO_QUICK_ACTIONS: readonly { label: string; icon: ComponentType }[] = [
  { label: 'Review a Document', icon: FileSearchOutlined },
  { label: 'Draft a Document', icon: EditOutlined },
  { label: 'Chat with Lexa', icon: RobotOutlined },
  { label: 'New Request', icon: PlusOutlined },
];

export const DEMO_SERVICES = [
  {
    title: 'Contract Drafting',
    text: 'Agreements drafted for your business, from NDAs and service contracts to founders’ and shareholder agreements.',
  },
  {
    title: 'Document Reviews',
    text: 'Contracts you receive, reviewed clause by clause, with plain-language notes on risks and suggested changes.',
  },
] as const;

export const DEMO_KEY_FEATURES = [
  'Custom drafting',
  'Clause-by-clause review',
  'Quick turnarounds',
  'Ongoing revisions until final approval',
  'Encrypted, access-controlled files',
  'Industry expertise',
] as const;
