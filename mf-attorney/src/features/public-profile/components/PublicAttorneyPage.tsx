import { Flex, Spin } from 'antd';
import { useParams } from '@lexa/router';
import { usePublicProfile } from '../hooks/use-public-profile';
import { AttorneyNotFound } from './AttorneyNotFound';
import { AttorneyProfileView } from './AttorneyProfileView';
import { RichAttorneyProfile } from './RichAttorneyProfile';

export interface PublicAttorneyPageProps {
  /** /attorney/profile/{slug}: the rich profile instead of the page with Request Legal Help. */
  rich?: boolean;
}

/** /attorney/{slug} and /attorney/profile/{slug}: open to visitors who are not signed in; private ones are 404. */
export function PublicAttorneyPage({ rich = false }: PublicAttorneyPageProps) {
  const { slug = '' } = useParams();
  const profile = usePublicProfile(slug);

  if (profile.isPending) {
    return (
      <Flex justify="center" align="center" style={{ minHeight: '60vh' }}>
        <Spin size="large" />
      </Flex>
    );
  }
  if (!profile.data) return <AttorneyNotFound />;
  return rich ? <RichAttorneyProfile profile={profile.data} /> : <AttorneyProfileView profile={profile.data} />;
}
