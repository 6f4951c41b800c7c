import { HeartFilled, HeartOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { PlainButton } from '../../../lib/ui/PlainButton';
import { useLoginGate } from '../../../lib/useLoginGate';
import { mallKeys, saveFavourite } from '../api';

interface FavouriteButtonProps {
  productId: number;
  /** The favourite record id, '' when the product is not a favourite. */
  favoritesTag: string;
  /** The detail is being reloaded: the record id may be about to change. */
  refreshing: boolean;
}

/**
 * Collection / Cancel Collection (spec 000 §4): no record -> create one; a record -> remove it by id;
 * then reload the detail. Needs a session. Nothing happens on further clicks until the reloaded detail
 * arrives, so a double click cannot act twice.
 */
export function FavouriteButton({ productId, favoritesTag, refreshing }: FavouriteButtonProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const loggedIn = useLoginGate();
  // The record state a save is acting on. Until the reloaded detail shows another one, a click would act
  // on a stale record id (the cache can hold the new detail a moment before this re-renders).
  const actingOn = useRef<string | null>(null);
  if (actingOn.current !== null && actingOn.current !== favoritesTag) actingOn.current = null;
  const save = useMutation({
    mutationFn: () => saveFavourite(productId, favoritesTag || null),
    onSuccess: async ({ invalid }) => {
      toast.success(t(invalid === 1 ? 'detail.uncollected' : 'detail.collected'));
      await queryClient.invalidateQueries({ queryKey: mallKeys.detail(productId) });
      await queryClient.invalidateQueries({ queryKey: mallKeys.favouritesAll });
    },
    onError: () => {
      actingOn.current = null;
    },
  });
  const collected = favoritesTag !== '';

  const onClick = () => {
    if (actingOn.current !== null || !loggedIn()) return;
    actingOn.current = favoritesTag;
    save.mutate();
  };

  return (
    <PlainButton
      size="large"
      icon={collected ? <HeartFilled className="dm-heart" /> : <HeartOutlined />}
      loading={save.isPending}
      disabled={refreshing}
      onClick={onClick}
      data-testid="favourite-button"
    >
      {t(collected ? 'detail.cancelCollection' : 'detail.collection')}
    </PlainButton>
  );
}
