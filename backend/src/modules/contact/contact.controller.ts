import { Body, Controller, HttpCode, Ip, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { Public } from '../../common/decorators/public.decorator';
import { ErrorResponseDto } from '../../common/dto/error-response.dto';
import { ContactService } from './contact.service';
import { ContactResultDto, SendContactEmailDto } from './dto/contact.dto';

@ApiTags('contact')
@Controller('contact')
export class ContactController {
  constructor(private readonly contact: ContactService) {}

  /** The contact form: stores the message and, when SMTP_URL is set, e-mails it to CONTACT_TO. 5 per hour per client address. */
  @Public()
  @Post('send-email')
  @HttpCode(200)
  @ApiOkResponse({ type: ContactResultDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiTooManyRequestsResponse({ type: ErrorResponseDto, description: 'More than 5 messages in an hour from this address; see Retry-After' })
  send(@Body() dto: SendContactEmailDto, @Ip() client: string): Promise<ContactResultDto> {
    return this.contact.send(dto, client);
  }
}
