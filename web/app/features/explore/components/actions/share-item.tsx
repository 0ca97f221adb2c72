import { Menu } from '@mantine/core';
import { IconLink } from '@tabler/icons-react';
import type { FormData } from '../../../../plugins/types.ts';
import { useToasts } from '../../../toasts/index.ts';
import { exploreApi } from '../../api.ts';

/** "Copy permalink to clipboard": stores the form data as an Explore permalink and copies its URL. */
export function ShareItem({ formData }: { formData: FormData }) {
  const { addSuccessToast, addDangerToast } = useToasts();
  const [postPermalink] = exploreApi.usePostPermalinkMutation();
  const share = async () => {
    try {
      const { url } = await postPermalink({ formData, urlParams: [] }).unwrap();
      await navigator.clipboard.writeText(url);
      addSuccessToast('Copied to clipboard!');
    } catch {
      addDangerToast('Sorry, something went wrong. Try again later.');
    }
  };
  return (
    <Menu.Item leftSection={<IconLink size={14} />} onClick={() => void share()} data-testid="explore-share-permalink">
      Copy permalink to clipboard
    </Menu.Item>
  );
}
