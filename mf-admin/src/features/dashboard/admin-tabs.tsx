import CommentOutlined from '@ant-design/icons/CommentOutlined';
import FileTextOutlined from '@ant-design/icons/FileTextOutlined';
import FolderOpenOutlined from '@ant-design/icons/FolderOpenOutlined';
import MailOutlined from '@ant-design/icons/MailOutlined';
import ProfileOutlined from '@ant-design/icons/ProfileOutlined';
import RobotOutlined from '@ant-design/icons/RobotOutlined';
import SettingOutlined from '@ant-design/icons/SettingOutlined';
import TeamOutlined from '@ant-design/icons/TeamOutlined';
import UserOutlined from '@ant-design/icons/UserOutlined';
import type { ReactNode } from 'react';

export type AdminTabKey =
  'requests' | 'messages' | 'sessions' | 'visitors' | 'users' | 'prompts' | 'config' | 'files' | 'settings';

export interface AdminTab {
  key: AdminTabKey;
  title: string;
  subtitle: string;
  icon: ReactNode;
}

/** The nine admin dashboard tabs, in sidebar order (spec §2.4). */
export const ADMIN_TABS: readonly AdminTab[] = [
  {
    key: 'requests',
    title: 'Legal Requests',
    subtitle: 'Review, filter and manage every legal request submitted by clients.',
    icon: <FileTextOutlined />,
  },
  {
    key: 'messages',
    title: 'Messages',
    subtitle: 'Conversations between the legal team and clients.',
    icon: <MailOutlined />,
  },
  {
    key: 'sessions',
    title: 'Chats',
    subtitle: 'Assistant chat sessions, their message history and transcripts.',
    icon: <CommentOutlined />,
  },
  {
    key: 'visitors',
    title: 'Visitors',
    subtitle: 'Widget sessions, visitor logs, draft saves and system reports.',
    icon: <TeamOutlined />,
  },
  {
    key: 'users',
    title: 'Users',
    subtitle: 'Client, attorney and admin accounts and their activity.',
    icon: <UserOutlined />,
  },
  {
    key: 'prompts',
    title: 'System Prompts',
    subtitle: "The instructions that shape the assistant's answers.",
    icon: <ProfileOutlined />,
  },
  {
    key: 'config',
    title: 'Assistant Config',
    subtitle: 'The assistant provider, its key, system prompt and initial message.',
    icon: <RobotOutlined />,
  },
  {
    key: 'files',
    title: 'Files',
    subtitle: 'Every file uploaded through requests, chats and messages.',
    icon: <FolderOpenOutlined />,
  },
  {
    key: 'settings',
    title: 'Settings',
    subtitle: 'Your admin avatar and the e-mail address that receives notifications.',
    icon: <SettingOutlined />,
  },
];
