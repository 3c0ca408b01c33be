import { Card, Flex, Spin, Typography } from 'antd';
import { Navigate, useNavigate } from '@lexa/router';
import { attorneyApi, useSession } from '@lexa/common';
import { AccountSecurity } from '@lexa/common/ui';
import { ButtonLink } from '../../../shared/components/ButtonLink';
import { useOwnProfile, useSaveProfile } from '../hooks/use-own-profile';
import { ProfileForm } from './ProfileForm';
import { ProfilePhoto } from './ProfilePhoto';

/**
 * /attorney/profile/create and /attorney/profile/edit: one form, filled in when a profile exists, and the attorney's
 * account: the password change and the active sessions.
 */
export function ProfileEditPage() {
  const isSignedIn = useSession((state) => state.attorney.isSignedIn);
  return isSignedIn ? <ProfileEditor /> : <Navigate to="/attorney/login" replace />;
}

function ProfileEditor() {
  const profile = useOwnProfile();
  const save = useSaveProfile();
  const navigate = useNavigate();

  if (profile.isPending) {
    return (
      <Flex justify="center" align="center" style={{ minHeight: '60vh' }}>
        <Spin size="large" />
      </Flex>
    );
  }
  const existing = profile.data ?? null;
  return (
    <Flex vertical gap="large" style={{ maxWidth: 720, margin: '0 auto', padding: 16 }}>
      <Flex justify="space-between" align="center" wrap gap="small">
        <Typography.Title level={2} style={{ margin: 0 }}>
          {existing ? 'Edit Profile' : 'Create Profile'}
        </Typography.Title>
        <ButtonLink to="/attorney/dashboard" size="large">
          Back to dashboard
        </ButtonLink>
      </Flex>
      {existing && (
        <Card title="Photo">
          <ProfilePhoto photoUrl={existing.profilePhotoUrl} displayName={existing.displayName} />
        </Card>
      )}
      <Card>
        <ProfileForm
          key={existing ? 'edit' : 'create'}
          profile={existing}
          saving={save.isPending}
          onSave={(input) =>
            save.mutate(input, {
              // A new profile can take a photo once it exists: the form goes on as its edit page.
              onSuccess: () => {
                if (!existing) navigate('/attorney/profile/edit', { replace: true });
              },
            })
          }
        />
      </Card>
      <AccountSecurity
        api={attorneyApi}
        account="attorney"
        onNewToken={(token) => useSession.getState().attorney.signIn(token)}
      />
    </Flex>
  );
}
