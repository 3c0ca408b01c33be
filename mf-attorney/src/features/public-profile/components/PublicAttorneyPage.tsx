import { Flex, Spin } from 'antd';
import { useParams } from 'react-router-dom';
import { usePublicProfile } from '../hooks/use-public-profile';
import { AttorneyNotFound } from './AttorneyNotFound';
import { AttorneyProfileView } from './AttorneyProfileView';

/** /attorney/{slug}: an attorney's public page, open to visitors who are not signed in. */
export function PublicAttorneyPage() {
  const { slug = '' } = useParams();
  const profile = usePublicProfile(slug);

  if (profile.isPending) {
    return (
      <Flex justify="center" align="center" style={{ minHeight: '60vh' }}>
        <Spin size="large" />
      </Flex>
    );
  }
  return profile.data ? <AttorneyProfileView profile={profile.data} /> : <AttorneyNotFound />;
}
