import { Body, Controller, Delete, Get, HttpCode, Ip, Patch, Post } from '@nestjs/common';
import { ApiBadGatewayResponse, ApiConflictResponse, ApiCreatedResponse, ApiOkResponse, ApiTags, ApiTooManyRequestsResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { Public } from '../../common/decorators/public.decorator';
import { ErrorResponseDto } from '../../common/dto/error-response.dto';
import { UpdateProfileDto } from '../users/dto/update-profile.dto';
import { UserDto } from '../users/dto/user.dto';
import { UsersService } from '../users/users.service';
import type { AuthUser } from './auth-user';
import { AuthService } from './auth.service';
import { Authenticated, CurrentUser, RequiresPassword } from './decorators';
import { AuthResponseDto, ChangePasswordDto, LoginDto, RegisterDto, TokenResponseDto } from './dto/auth.dto';

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly users: UsersService,
  ) {}

  /** Creates an account, starts its 7-day free trial and signs it in. */
  @Public()
  @Post('register')
  @ApiCreatedResponse({ type: AuthResponseDto })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'An account with this email already exists.' })
  @ApiTooManyRequestsResponse({ type: ErrorResponseDto })
  register(@Body() dto: RegisterDto, @Ip() client: string): Promise<AuthResponseDto> {
    return this.auth.register(dto, client);
  }

  /** Signs in with e-mail and password. */
  @Public()
  @Post('login')
  @HttpCode(200)
  @ApiOkResponse({ type: AuthResponseDto })
  @ApiUnauthorizedResponse({ type: ErrorResponseDto, description: 'Invalid email or password' })
  @ApiTooManyRequestsResponse({ type: ErrorResponseDto, description: 'Too many failed attempts; see Retry-After' })
  login(@Body() dto: LoginDto, @Ip() client: string): Promise<AuthResponseDto> {
    return this.auth.login(dto, client);
  }

  /** Ends this session: its token is refused from the next request on. */
  @Authenticated()
  @Post('logout')
  @HttpCode(204)
  logout(@CurrentUser() auth: AuthUser): Promise<void> {
    return this.auth.logout(auth);
  }

  /** The signed-in user with the subscription. */
  @Authenticated()
  @Get('me')
  @ApiOkResponse({ type: UserDto })
  me(@CurrentUser() auth: AuthUser): Promise<UserDto> {
    return this.users.me(auth);
  }

  @Authenticated()
  @Patch('me')
  @ApiOkResponse({ type: UserDto })
  @RequiresPassword()
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'An account with this email already exists.' })
  updateProfile(@CurrentUser() auth: AuthUser, @Body() dto: UpdateProfileDto): Promise<UserDto> {
    return this.users.updateProfile(auth, dto);
  }

  /** Deletes the account and everything it owns (with its Stripe customer, so billing stops). */
  @Authenticated()
  @Delete('me')
  @HttpCode(204)
  @RequiresPassword()
  @ApiBadGatewayResponse({ type: ErrorResponseDto, description: 'The payment processor could not be reached; nothing was deleted' })
  remove(@CurrentUser() auth: AuthUser): Promise<void> {
    return this.users.remove(auth);
  }

  /** Changes the password, ends every other session and returns a fresh token. */
  @Authenticated()
  @Post('change-password')
  @HttpCode(200)
  @ApiOkResponse({ type: TokenResponseDto })
  @RequiresPassword()
  changePassword(@CurrentUser() auth: AuthUser, @Body() dto: ChangePasswordDto): Promise<TokenResponseDto> {
    return this.auth.changePassword(auth, dto);
  }
}
