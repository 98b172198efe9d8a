import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../types';

/** The whole initial schema, one definition for SQLite and PostgreSQL. */
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  const id = (t: any) =>
    dialect === 'postgres'
      ? t.addColumn('id', 'serial', (c: any) => c.primaryKey())
      : t.addColumn('id', 'integer', (c: any) => c.primaryKey().autoIncrement());

  await id(db.schema.createTable('admin_user'))
    .addColumn('login_account', 'text', (c: any) => c.notNull().unique())
    .addColumn('user_name', 'text', (c: any) => c.notNull())
    .addColumn('password_hash', 'text', (c: any) => c.notNull())
    .addColumn('role_id', 'integer', (c: any) => c.notNull().defaultTo(1))
    .addColumn('role_name', 'text', (c: any) => c.notNull().defaultTo('administrator'))
    .addColumn('head_img', 'text')
    .addColumn('last_login_time', 'text')
    .addColumn('created_at', 'text', (c: any) => c.notNull())
    .execute();

  await db.schema
    .createTable('admin_session')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('admin_user.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_seen_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('admin_session_user').on('admin_session').column('user_id').execute();

  await id(db.schema.createTable('login_failure'))
    .addColumn('key', 'text', (c: any) => c.notNull())
    .addColumn('at', 'text', (c: any) => c.notNull())
    .execute();
  await db.schema.createIndex('login_failure_key_at').on('login_failure').columns(['key', 'at']).execute();

  await db.schema
    .createTable('sequence')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('site_state')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();

  await id(db.schema.createTable('catalog'))
    .addColumn('no', 'text', (c: any) => c.notNull())
    .addColumn('lang', 'text', (c: any) => c.notNull())
    .addColumn('type', 'integer', (c: any) => c.notNull())
    .addColumn('name', 'text', (c: any) => c.notNull())
    .addColumn('parent_id', 'integer', (c: any) => c.references('catalog.id'))
    .addColumn('sort', 'integer', (c: any) => c.notNull().defaultTo(0))
    .addColumn('create_time', 'text', (c: any) => c.notNull())
    .addColumn('update_time', 'text', (c: any) => c.notNull())
    .execute();
  await db.schema.createIndex('catalog_type_lang').on('catalog').columns(['type', 'lang', 'sort']).execute();
  await db.schema.createIndex('catalog_no').on('catalog').column('no').execute();

  await id(db.schema.createTable('article'))
    .addColumn('kind', 'text', (c: any) => c.notNull())
    .addColumn('no', 'text', (c: any) => c.notNull())
    .addColumn('lang', 'text', (c: any) => c.notNull())
    .addColumn('title', 'text', (c: any) => c.notNull())
    .addColumn('content', 'text', (c: any) => c.notNull().defaultTo(''))
    .addColumn('cata_id', 'integer', (c: any) => c.references('catalog.id'))
    .addColumn('content_url', 'text')
    .addColumn('cover_url', 'text', (c: any) => c.notNull())
    .addColumn('is_link', 'integer', (c: any) => c.notNull().defaultTo(0))
    .addColumn('note', 'text')
    .addColumn('top', 'integer', (c: any) => c.notNull().defaultTo(0))
    .addColumn('views', 'integer', (c: any) => c.notNull().defaultTo(0))
    .addColumn('operator_name', 'text')
    .addColumn('create_time', 'text', (c: any) => c.notNull())
    .addColumn('update_time', 'text', (c: any) => c.notNull())
    .execute();
  await db.schema.createIndex('article_list').on('article').columns(['kind', 'lang', 'top', 'create_time']).execute();
  await db.schema.createIndex('article_cata').on('article').columns(['cata_id', 'top', 'create_time']).execute();
  await db.schema.createIndex('article_no').on('article').columns(['kind', 'no']).execute();
  await db.schema.createIndex('article_no_lang').on('article').columns(['kind', 'no', 'lang']).unique().execute();

  await id(db.schema.createTable('banner'))
    .addColumn('lang', 'text', (c: any) => c.notNull())
    .addColumn('img_path', 'text', (c: any) => c.notNull())
    .addColumn('title', 'text', (c: any) => c.notNull())
    .addColumn('sub_title', 'text')
    .addColumn('top', 'integer', (c: any) => c.notNull().defaultTo(0))
    .addColumn('link_url', 'text')
    .addColumn('sort', 'integer', (c: any) => c.notNull().defaultTo(0))
    .addColumn('create_time', 'text', (c: any) => c.notNull())
    .addColumn('update_time', 'text', (c: any) => c.notNull())
    .execute();
  await db.schema.createIndex('banner_lang').on('banner').columns(['lang', 'top', 'sort']).execute();

  await id(db.schema.createTable('professional_field'))
    .addColumn('no', 'text', (c: any) => c.notNull())
    .addColumn('lang', 'text', (c: any) => c.notNull())
    .addColumn('name', 'text', (c: any) => c.notNull())
    .addColumn('introduce', 'text', (c: any) => c.notNull().defaultTo(''))
    .addColumn('icon_url', 'text')
    .addColumn('sort', 'integer', (c: any) => c.notNull().defaultTo(0))
    .addColumn('create_time', 'text', (c: any) => c.notNull())
    .addColumn('update_time', 'text', (c: any) => c.notNull())
    .execute();
  await db.schema.createIndex('field_lang').on('professional_field').columns(['lang', 'sort']).execute();
  await db.schema.createIndex('field_no_lang').on('professional_field').columns(['no', 'lang']).unique().execute();

  for (const table of ['job', 'office']) {
    await id(db.schema.createTable(table))
      .addColumn('no', 'text', (c: any) => c.notNull())
      .addColumn('lang', 'text', (c: any) => c.notNull())
      .addColumn('name', 'text', (c: any) => c.notNull())
      .addColumn('sort', 'integer', (c: any) => c.notNull().defaultTo(0))
      .execute();
    await db.schema.createIndex(`${table}_lang`).on(table).columns(['lang', 'sort']).execute();
  }

  await id(db.schema.createTable('lawyer'))
    .addColumn('no', 'text', (c: any) => c.notNull())
    .addColumn('lang', 'text', (c: any) => c.notNull())
    .addColumn('top', 'integer', (c: any) => c.notNull().defaultTo(0))
    .addColumn('photo_url', 'text')
    .addColumn('name', 'text', (c: any) => c.notNull())
    .addColumn('phone_number', 'text')
    .addColumn('email', 'text')
    .addColumn('office_id', 'integer', (c: any) => c.references('office.id'))
    .addColumn('languages', 'text', (c: any) => c.notNull().defaultTo('[]'))
    .addColumn('intro', 'text', (c: any) => c.notNull().defaultTo(''))
    .addColumn('custom_contents', 'text', (c: any) => c.notNull().defaultTo('[]'))
    .addColumn('sort', 'integer', (c: any) => c.notNull().defaultTo(0))
    .addColumn('create_time', 'text', (c: any) => c.notNull())
    .addColumn('update_time', 'text', (c: any) => c.notNull())
    .execute();
  await db.schema.createIndex('lawyer_lang').on('lawyer').columns(['lang', 'top', 'sort']).execute();
  await db.schema.createIndex('lawyer_no_lang').on('lawyer').columns(['no', 'lang']).unique().execute();

  await db.schema
    .createTable('lawyer_job')
    .addColumn('lawyer_id', 'integer', (c) => c.notNull().references('lawyer.id').onDelete('cascade'))
    .addColumn('job_id', 'integer', (c) => c.notNull().references('job.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('lawyer_job_pk', ['lawyer_id', 'job_id'])
    .execute();
  await db.schema.createIndex('lawyer_job_job').on('lawyer_job').column('job_id').execute();
  await db.schema
    .createTable('lawyer_field')
    .addColumn('lawyer_id', 'integer', (c) => c.notNull().references('lawyer.id').onDelete('cascade'))
    .addColumn('field_id', 'integer', (c) => c.notNull().references('professional_field.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('lawyer_field_pk', ['lawyer_id', 'field_id'])
    .execute();
  await db.schema.createIndex('lawyer_field_field').on('lawyer_field').column('field_id').execute();

  await db.schema
    .createTable('portal_config')
    .addColumn('lang', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('icon_url', 'text')
    .addColumn('address', 'text')
    .addColumn('email', 'text')
    .addColumn('tel', 'text')
    .addColumn('introduce', 'text')
    .addColumn('lawyer_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_lawyer_count_visible', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('total_people', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_total_people_visible', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('branch_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_branch_count_visible', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('advantages', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('environment', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('update_time', 'text', (c) => c.notNull())
    .execute();

  await id(db.schema.createTable('icon'))
    .addColumn('name', 'text', (c: any) => c.notNull())
    .addColumn('url', 'text', (c: any) => c.notNull())
    .addColumn('create_time', 'text', (c: any) => c.notNull())
    .execute();

  await db.schema
    .createTable('upload')
    .addColumn('file_id', 'text', (c) => c.primaryKey())
    .addColumn('path', 'text', (c) => c.notNull().unique())
    .addColumn('mime', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('width', 'integer')
    .addColumn('height', 'integer')
    .addColumn('original_name', 'text')
    .addColumn('create_time', 'text', (c) => c.notNull())
    .execute();

  await id(db.schema.createTable('document'))
    .addColumn('name', 'text', (c: any) => c.notNull())
    .addColumn('lang', 'text', (c: any) => c.notNull())
    .addColumn('title', 'text', (c: any) => c.notNull())
    .addColumn('content', 'text', (c: any) => c.notNull())
    .addColumn('update_time', 'text', (c: any) => c.notNull())
    .execute();
  await db.schema.createIndex('document_name_lang').on('document').columns(['name', 'lang']).unique().execute();

  await sql`select 1`.execute(db);
}
