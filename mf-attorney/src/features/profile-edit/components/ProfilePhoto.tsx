import UploadOutlined from '@ant-design/icons/UploadOutlined';
import UserOutlined from '@ant-design/icons/UserOutlined';
import { Avatar, Button, Flex, Upload } from 'antd';
import { photoSrc } from '../../../shared/utils/http-url';
import { useUploadPhoto } from '../hooks/use-own-profile';

export interface ProfilePhotoProps {
  photoUrl: string;
  displayName: string;
}

/** The current photo and a button to replace it; the server resizes it and strips its metadata. */
export function ProfilePhoto({ photoUrl, displayName }: ProfilePhotoProps) {
  const upload = useUploadPhoto();
  return (
    <Flex gap="middle" align="center" wrap>
      <Avatar size={96} src={photoSrc(photoUrl)} icon={<UserOutlined />} alt={displayName} />
      <Upload
        accept="image/jpeg,image/png,image/gif"
        showUploadList={false}
        beforeUpload={(file) => {
          upload.mutate(file);
          return false;
        }}
      >
        <Button icon={<UploadOutlined />} loading={upload.isPending} size="large" style={{ minHeight: 44 }}>
          {photoUrl ? 'Change photo' : 'Add photo'}
        </Button>
      </Upload>
    </Flex>
  );
}
