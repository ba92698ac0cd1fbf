import { describe, expect, it } from "vitest";
import { fakeChars } from "../__fixtures__/fake-secrets.js";
import { detectSecrets } from "../detect-secrets.js";

const found = (text: string) => detectSecrets(text, { secretlint: false }).map((finding) => text.slice(finding.start, finding.end));
const password = `${fakeChars("named-unit", "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789", 11)}!7`;

describe("secrets named by a separate field, a file's layout or a flag", () => {
  it("find the value of a name/value pair that names a secret", () => {
    for (const text of [
      `- name: DB_PASSWORD\n  value: "${password}"`,
      `{"name": "DB_PASSWORD", "value": "${password}"}`,
      `<add key="DbPassword" value="${password}" />`,
      `<property name="db.password" value="${password}"/>`,
      `<entry key="smtp.password">${password}</entry>`,
      `ParameterKey=DbPassword,ParameterValue=${password}`,
    ]) {
      expect(found(text), text).toEqual([password]);
    }
  });

  it("do not take the value of the next entry", () => {
    expect(found("- name: DB_PASSWORD\n  valueFrom:\n    secretKeyRef: { name: db, key: password }\n- name: REGION\n  value: eu-west-1x")).toEqual([]);
  });

  it("find .netrc and .pgpass passwords", () => {
    expect(found(`machine api.internal\n  login ops\n  password ${password}`)).toEqual([password]);
    expect(found(`db.internal:5432:app:app_user:${password}`)).toEqual([password]);
  });

  it("find clients' password flags, and not ports or prompts", () => {
    expect(found(`mysql -uroot -p${password} app`)).toEqual([password]);
    expect(found(`sshpass -p '${password}' ssh deploy@host`)).toEqual([password]);
    expect(found(`redis-cli -a ${password} ping`)).toEqual([password]);
    expect(found(`keytool -list -storepass ${password}`)).toEqual([password]);
    expect(found(`docker login -u ci -p ${password} registry.internal`)).toEqual([password]);
    for (const text of ["mysql -u root -p app", "redis-cli -p 6380 ping", "ssh -p 2222 host", "docker run -p 8080:80 nginx", "zip -r build.zip dist/"]) {
      expect(found(text), text).toEqual([]);
    }
  });
});

describe("secrets set by a command", () => {
  it("find the value of config and secret stores' set commands, --name/--value pairs and plain-text secure strings", () => {
    for (const text of [
      `npm config set //registry.npmjs.org/:_authToken ${password}`,
      `git config --global github.token ${password}`,
      `gh secret set DEPLOY_TOKEN --body "${password}" --repo acme/api`,
      `aws ssm put-parameter --name /prod/db/password --value ${password} --type SecureString`,
      `$secure = ConvertTo-SecureString "${password}" -AsPlainText -Force`,
    ]) {
      expect(found(text), text).toEqual([password]);
    }
  });

  it("leave reads and other settings alone", () => {
    for (const text of ["git config --get github.token", "npm config set registry https://registry.npmjs.org/", "git config --global user.name 'Dev Example'"]) {
      expect(found(text), text).toEqual([]);
    }
  });
});

describe("names that mark a secret", () => {
  it("include names glued into one word and labels of several words", () => {
    expect(found(`PGPASSWORD=${password} psql`)).toEqual([password]);
    expect(found(`authtoken: ${password}${password}`)).toEqual([`${password}${password}`]);
    expect(found(`  API key: ${password}${password}`)).toEqual([`${password}${password}`]);
  });

  it("include literals with prefixes, subscripts, defaults and setters", () => {
    for (const text of [
      `password = r"${password}"`,
      `os.environ["DB_PASSWORD"] = "${password}"`,
      `define('DB_PASSWORD', '${password}');`,
      `os.getenv("DB_PASSWORD", "${password}")`,
      `builder.password("${password}")`,
      `client.setPassword("${password}")`,
    ]) {
      expect(found(text), text).toEqual([password]);
    }
  });

  it("leave pagination and anti-forgery tokens, prose, types and references alone", () => {
    const random = fakeChars("named-unit-random", "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789", 40);
    for (const text of [
      `"nextPageToken": "${random}"`,
      `"NextToken": "${random}"`,
      `"csrf_token": "${random}"`,
      '"forgot_password": "Forgot your password?"',
      "define( 'AUTH_KEY', 'put your unique phrase here' );",
      "questionDotToken: QuestionDotToken | undefined",
      "password: *db_password",
      'password = getPassword("db")',
      `token("${random}")`,
      'names = ["--oauth2-bearer", "--aws-sigv4"]',
      'files = ["credentials.json", "service-account.json"]',
    ]) {
      expect(found(text), text).toEqual([]);
    }
  });
});
