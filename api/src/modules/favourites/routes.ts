import {
  FavoriteSaveRequest,
  FavouriteItem,
  FavouriteListQuery,
  FavouriteSaved,
  pageOf,
} from '@dropmall/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '../../http/access';
import { officeOk, officeSchema } from '../../http/envelope';
import { pages } from '../pages';
import type { FavouritesService } from './service';

export const favouriteRoutes: FastifyPluginAsyncZod<{ favourites: FavouritesService }> = async (
  app,
  { favourites },
) => {
  const tags = ['favourites'];

  app.get(
    '/business/favoritesList',
    {
      config: { access: access.permission(pages.favourites) },
      schema: {
        tags,
        summary: "The caller's favourite products, newest first",
        querystring: FavouriteListQuery,
        response: { 200: officeSchema(pageOf(FavouriteItem)) },
      },
    },
    async (request) =>
      officeOk(await favourites.list(request.caller.account, request.query.current, request.query.size)),
  );

  app.post(
    '/business/saveFavorites',
    {
      config: { access: access.permission(pages.favourites) },
      schema: {
        tags,
        summary: 'Favourite a product (invalid=0), or remove a favourite record by id (invalid=1)',
        body: FavoriteSaveRequest,
        response: { 200: officeSchema(FavouriteSaved) },
      },
    },
    async (request) => officeOk(await favourites.save(request.caller.account, request.body)),
  );
};
