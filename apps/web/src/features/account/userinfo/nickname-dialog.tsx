import { useState } from 'react';
import { Dialog, Input } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { NICKNAME_MAX } from '@tarot/contract/auth';
import { nicknameProblem } from './forms';
import { useAction } from '../../../shared/api/use-action';
import { userApi } from './user-api';
import { toast } from '../../../shared/ui/toast';

interface NicknameDialogProps {
  readonly current: string;
  readonly onClose: () => void;
}

/** Edits the nickname in place; an empty or unchanged one is answered with 'no change' (spec §5). */
export function NicknameDialog({ current, onClose }: NicknameDialogProps) {
  const { t } = useTranslation(['userinfo', 'errors', 'common']);
  const [nickname, setNickname] = useState(current);
  const save = useAction(userApi.updateNickname);

  const onSave = async () => {
    const problem = nicknameProblem(nickname, current);
    if (problem) return void toast.show({ content: t(problem) });
    if (await save.run(nickname.trim())) {
      toast.show({ content: t('nickname.saved') });
      onClose();
    }
  };

  return (
    <Dialog
      visible
      title={t('nickname.title')}
      content={
        <Input
          value={nickname}
          onChange={setNickname}
          maxLength={NICKNAME_MAX}
          clearable
          autoFocus
          placeholder={t('nickname.placeholder')}
          aria-label={t('fields.nickname')}
          onEnterPress={() => void onSave()}
        />
      }
      closeOnMaskClick
      onClose={onClose}
      actions={[
        [
          { key: 'cancel', text: t('common:actions.cancel'), onClick: onClose },
          { key: 'save', text: t('nickname.save'), bold: true, disabled: save.busy, onClick: () => void onSave() },
        ],
      ]}
    />
  );
}
