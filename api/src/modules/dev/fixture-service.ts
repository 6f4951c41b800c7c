import { randomBytes, randomInt } from 'node:crypto';
import type { LoginModel } from '@dropmall/contract';
import Decimal from 'decimal.js';
import type { Db } from '../../db/client';
import type { Principal } from '../../http/auth';
import { badRequest, conflict } from '../../http/errors';
import { findAccount, identityTaken } from '../accounts/account-store';
import { firstOperatorId } from '../accounts/directory';
import type { LoginService } from '../accounts/login-service';
import { hashPassword } from '../accounts/passwords';
import type { ProfileService } from '../accounts/profile-service';
import { insertBusinessWithOwner } from '../accounts/registration-service';
import type { SessionService } from '../accounts/session-service';
import type { SettlementService } from '../accounts/settlement-service';
import type { CouponService } from '../coupons/service';
import { templateIdByTitle } from '../coupons/template-lookup';
import type { ProductWriter } from '../seller-products/product-writer';
import type { ReviewService } from '../seller-products/review-service';
import type { UploadService } from '../uploads/service';
import type { WalletService } from '../wallet/service';
import { FIXTURE_PNG, fixtureSubmission } from './fixture-product';
import { text } from './texts';

export interface FixtureBusinessInput {
  name?: string;
  email?: string;
  mobile?: string;
  password?: string;
  /** Certified by an operator and its profile complete, as a business that has done its paperwork. */
  certified: boolean;
  /** USD credited to its balance as a system top-up. */
  balance: number;
  /** Titles (English) of coupon templates to grant it one coupon each. */
  coupons: string[];
  /** How many products of its own it sells, approved and on shelf. */
  products: number;
}

export interface FixtureBusiness {
  business: { id: number; name: string; email: string; mobile: string; password: string };
  session: LoginModel;
  productIds: number[];
  couponIds: number[];
}

export interface FixtureDeps {
  db: Db;
  sessions: SessionService;
  login: LoginService;
  settlement: SettlementService;
  profile: ProfileService;
  wallet: WalletService;
  coupons: CouponService;
  uploads: UploadService;
  writer: ProductWriter;
  review: ReviewService;
}

/** The company every certified fixture business applies with (the CNPJ has correct check digits). */
const COMPANY = {
  legalName: 'Fixture Comercio Ltda',
  idType: 'CNPJ' as const,
  idNo: '11.222.333/0001-81',
  contactName: 'Ana Souza',
  contactPhone: '5511987654321',
  address: 'Rua Augusta 100, Sao Paulo',
};

/**
 * Test-only (TEST_FIXTURES): a fresh business in one call, so each end-to-end story owns its data. Every step
 * goes through the service that does it for real (registration's insert, a session as a login opens it, the
 * settlement application and an operator's approval, the profile, a wallet top-up, coupon grants, uploads,
 * product save and review), so a fixture business is what those paths would have made.
 */
export class FixtureService {
  constructor(private readonly deps: FixtureDeps) {}

  async business(input: FixtureBusinessInput): Promise<FixtureBusiness> {
    const { db } = this.deps;
    if (input.products > 0 && !input.certified) throw badRequest(text.productsNeedCertified);
    const tag = randomBytes(5).toString('hex');
    const who = {
      name: input.name ?? `Fixture Shop ${tag}`,
      email: input.email ?? `fixture-${tag}@fixtures.test`,
      mobile: input.mobile ?? `15${String(randomInt(1e9)).padStart(9, '0')}`,
      password: input.password ?? 'secret123',
    };
    if ((await identityTaken(db, 'email', who.email)) || (await identityTaken(db, 'mobile', who.mobile)))
      throw conflict(text.identityTaken);
    const templates = await this.templateIds(input.coupons);
    const passwordHash = await hashPassword(who.password);
    const { businessId, userId } = await db.transaction((tx) =>
      insertBusinessWithOwner(tx, { name: who.name, email: who.email, mobile: who.mobile, passwordHash }),
    );
    const token = await this.deps.sessions.create({ kind: 'business', id: userId });
    const owner: Principal = { kind: 'business', id: userId, sessionId: 0, businessId, isOwner: true };

    let reviewer: Principal | null = null;
    if (input.certified) {
      reviewer = await this.reviewer();
      await this.certify(owner, reviewer, who);
    }
    if (input.balance > 0) {
      await db.transaction((tx) =>
        this.deps.wallet.credit(tx, businessId, {
          kind: 'system_add',
          amount: new Decimal(input.balance),
          reason: 'Test fixture top-up',
        }),
      );
    }
    const couponIds: number[] = [];
    for (const templateId of templates)
      couponIds.push(await this.deps.coupons.grant(db, businessId, templateId));
    const productIds: number[] = [];
    for (let i = 1; reviewer && i <= input.products; i++)
      productIds.push(await this.product(owner, reviewer, `${who.name} mug ${i}`));

    const account = await findAccount(db, who.email);
    if (!account) throw new Error('the fixture account was not written');
    const session = await this.deps.login.loginModel(account, token, who.email);
    return { business: { id: businessId, ...who }, session, productIds, couponIds };
  }

  /** The operator whose name goes on the approvals: the first one (the demo operator). */
  private async reviewer(): Promise<Principal> {
    const id = await firstOperatorId(this.deps.db);
    if (id === null) throw conflict(text.noOperator);
    return { kind: 'operator', id, sessionId: 0, businessId: null, isOwner: false };
  }

  private async certify(owner: Principal, reviewer: Principal, who: { name: string; mobile: string }) {
    const { settlement, profile } = this.deps;
    const applied = await settlement.submit(owner, COMPANY);
    if (!applied.application) throw new Error('the settlement application was not written');
    await settlement.review(reviewer, applied.application.id, 'approve');
    await profile.saveBusinessInfo(owner, {
      name: who.name,
      contactName: COMPANY.contactName,
      contactPhone: who.mobile,
      country: 'Brazil',
      address: 'Rua A 1',
    });
  }

  private async templateIds(titles: string[]): Promise<number[]> {
    const ids: number[] = [];
    for (const title of titles) {
      const id = await templateIdByTitle(this.deps.db, title);
      if (id === null) throw badRequest(text.unknownCoupon, { title });
      ids.push(id);
    }
    return ids;
  }

  private async product(owner: Principal, reviewer: Principal, title: string): Promise<number> {
    const businessId = owner.businessId ?? 0;
    const { url } = await this.deps.uploads.store(
      'image',
      FIXTURE_PNG,
      { businessId, accountId: owner.id },
      'product',
    );
    const { id } = await this.deps.writer.save(businessId, await fixtureSubmission(this.deps.db, title, url));
    await this.deps.review.decide(reviewer.id, id, 'approve');
    return id;
  }
}
