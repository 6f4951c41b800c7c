import {
  OfficeIdRequest,
  OperatorEditRequest,
  OperatorListRequest,
  OperatorPage,
  OperatorSaveRequest,
  SavedId,
} from '@dropmall/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../../http/access';
import { officeOk, officeSchema } from '../../http/envelope';
import { translate } from '../../http/language';
import { on } from '../../http/permissions';
import type { OperatorService } from './operator-service';
import { OPERATORS_PAGE } from './pages';
import { text } from './texts';

/** The platform's own staff (/operator/*), for operators holding the Platform Staff page. */
export const operatorRoutes: FastifyPluginAsyncZod<{ operators: OperatorService }> = async (
  app,
  { operators },
) => {
  const tags = ['platform staff'];
  const saved = (language: Parameters<typeof translate>[1]) => translate(text.saved, language);

  app.post(
    '/operator/list',
    {
      config: { access: access.permission(...on(OPERATORS_PAGE)) },
      schema: {
        tags,
        summary: 'Operators, paged and searched',
        body: OperatorListRequest,
        response: { 200: officeSchema(OperatorPage) },
      },
    },
    async (request) => officeOk(await operators.list(request.caller.account, request.body)),
  );

  app.post(
    '/operator/save',
    {
      config: { access: access.permission(...on(OPERATORS_PAGE, 'add operator')) },
      schema: {
        tags,
        summary: 'Add an operator with a platform role',
        body: OperatorSaveRequest,
        response: { 200: officeSchema(SavedId) },
      },
    },
    async (request) =>
      officeOk(await operators.create(request.caller.account, request.body), saved(request.language)),
  );

  app.post(
    '/operator/edit',
    {
      config: { access: access.permission(...on(OPERATORS_PAGE, 'modify operator')) },
      schema: {
        tags,
        summary: "Change an operator's name, role or password",
        body: OperatorEditRequest,
        response: { 200: officeSchema(z.null()) },
      },
    },
    async (request) => {
      await operators.edit(request.caller.account, request.body);
      return officeOk(null, saved(request.language));
    },
  );

  for (const action of ['disable', 'enable'] as const)
    app.post(
      `/operator/${action}`,
      {
        config: { access: access.permission(...on(OPERATORS_PAGE, action)) },
        schema: {
          tags,
          summary: `${action === 'disable' ? 'Disable' : 'Enable'} an operator (their sessions end)`,
          body: OfficeIdRequest,
          response: { 200: officeSchema(z.null()) },
        },
      },
      async (request) => {
        await operators.changeState(request.caller.account, request.body.id, action);
        return officeOk(null, saved(request.language));
      },
    );
};
