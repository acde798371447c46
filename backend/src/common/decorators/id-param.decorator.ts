import { NotFoundException, Param, ParseUUIDPipe } from '@nestjs/common';

/** The `:id` route parameter; an id that is not a UUID cannot exist, so it gets the same 404 as a missing row. */
export const IdParam = (notFoundMessage: string) =>
  Param('id', new ParseUUIDPipe({ exceptionFactory: () => new NotFoundException(notFoundMessage) }));
