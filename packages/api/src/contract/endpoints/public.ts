/** The endpoints of the public check of a card's QR code (paths in `endpointRoutes`, schemas here). */
import { cardCheckSchema, cardTokenParamsSchema } from '../card.ts';
import { endpointRoutes, type EndpointDefinition } from '../endpoint-routes.ts';

export const publicEndpoints = {
  verifyCard: {
    ...endpointRoutes.verifyCard,
    access: 'public',
    summary:
      "Check a membership card's id: the member's name, status now and, unless not active, expiry (records 'Card checked')",
    params: cardTokenParamsSchema,
    status: 200,
    response: cardCheckSchema,
    rateLimited: true,
  },
} as const satisfies Record<string, EndpointDefinition>;
