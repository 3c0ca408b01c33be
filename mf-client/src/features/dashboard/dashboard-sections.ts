import CommentOutlined from '@ant-design/icons/CommentOutlined';
import EditOutlined from '@ant-design/icons/EditOutlined';
import FileSearchOutlined from '@ant-design/icons/FileSearchOutlined';
import FileTextOutlined from '@ant-design/icons/FileTextOutlined';
import FolderOutlined from '@ant-design/icons/FolderOutlined';
import MessageOutlined from '@ant-design/icons/MessageOutlined';
import RobotOutlined from '@ant-design/icons/RobotOutlined';
import UnorderedListOutlined from '@ant-design/icons/UnorderedListOutlined';
import UserOutlined from '@ant-design/icons/UserOutlined';
import type { SessionUser } from '@lexa/common';
import type { ComponentType } from 'react';

export type SectionKey =
  | 'my-requests'
  | 'messages'
  | 'my-files'
  | 'review'
  | 'draft'
  | 'assistant'
  | 'profile'
  | 'all-requests'
  | 'all-files'
  | 'chat-sessions'
  | 'admin-profile';

export interface DashboardSection {
  key: SectionKey;
  label: string;
  icon: ComponentType;
}

/** The side-menu sections of the client dashboard (signed-in spec §2.2). */
const CLIENT_SECTIONS: readonly DashboardSection[] = [
  { key: 'my-requests', label: 'My Requests', icon: FileTextOutlined },
  { key: 'messages', label: 'Messages', icon: MessageOutlined },
  { key: 'my-files', label: 'My Files', icon: FolderOutlined },
  { key: 'review', label: 'Review a Document', icon: FileSearchOutlined },
  { key: 'draft', label: 'Draft a Document', icon: EditOutlined },
  { key: 'assistant', label: 'Continue with the assistant', icon: RobotOutlined },
  { key: 'profile', label: 'Profile', icon: UserOutlined },
];

/** Admin users get these sections on the same route instead. */
const ADMIN_SECTIONS: readonly DashboardSection[] = [
  { key: 'all-requests', label: 'All Requests', icon: UnorderedListOutlined },
  { key: 'messages', label: 'Messages', icon: MessageOutlined },
  { key: 'all-files', label: 'All Files', icon: FolderOutlined },
  { key: 'chat-sessions', label: 'Chat Sessions', icon: CommentOutlined },
  { key: 'admin-profile', label: 'Admin Profile', icon: UserOutlined },
];

export const sectionsFor = (user: SessionUser): readonly DashboardSection[] =>
  user.isAdmin ? ADMIN_SECTIONS : CLIENT_SECTIONS;
