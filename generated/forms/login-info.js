// Made by `npm run generate` from forms/login-info.schema.json (scripts/generate-forms.ts). Never edit by hand.
const ucs2length = function ucs2length(str) {
  const len = str.length;
  let length = 0;
  let pos = 0;
  let value;
  while (pos < len) {
    length++;
    value = str.charCodeAt(pos++);
    if (value >= 0xd800 && value <= 0xdbff && pos < len) {
      // high surrogate, and there is a next character
      value = str.charCodeAt(pos);
      if ((value & 0xfc00) === 0xdc00) pos++; // low surrogate
    }
  }
  return length;
};
const schema11 = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  $comment:
    'Login info (SPEC §1 Profile, §5 Login messages, §9 minimum password length 6). Titles are translation keys. The login email and user name start filled in; a new password is optional, and when given it is confirmed (Passwords do not match, in src/features/profile/lib/login-form.ts). The current password confirms every change and is never kept.',
  type: 'object',
  required: ['email', 'userName', 'currentPassword'],
  properties: {
    email: { type: 'string', title: 'profile:loginForm.email', format: 'email', maxLength: 254 },
    userName: {
      type: 'string',
      title: 'profile:loginForm.userName',
      pattern: '^\\s*[A-Za-z0-9][A-Za-z0-9._@-]{2,49}\\s*$',
    },
    newPassword: { type: 'string', title: 'profile:loginForm.newPassword', minLength: 6 },
    confirmPassword: { type: 'string', title: 'profile:loginForm.confirmPassword' },
    currentPassword: { type: 'string', title: 'profile:loginForm.currentPassword' },
  },
  $id: '-257a1464',
};
const formats0 =
  /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;
const func2 = ucs2length;
const pattern0 = new RegExp('^\\s*[A-Za-z0-9][A-Za-z0-9._@-]{2,49}\\s*$', 'u');

function validate10(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data } = {},
) {
  /*# sourceURL="-257a1464" */ let vErrors = null;
  let errors = 0;
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    if (data.email === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'email' },
        message: "must have required property '" + 'email' + "'",
        schema: schema11.required,
        parentSchema: schema11,
        data,
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.userName === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'userName' },
        message: "must have required property '" + 'userName' + "'",
        schema: schema11.required,
        parentSchema: schema11,
        data,
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.currentPassword === undefined) {
      const err2 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'currentPassword' },
        message: "must have required property '" + 'currentPassword' + "'",
        schema: schema11.required,
        parentSchema: schema11,
        data,
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.email !== undefined) {
      let data0 = data.email;
      if (typeof data0 === 'string') {
        if (func2(data0) > 254) {
          const err3 = {
            instancePath: instancePath + '/email',
            schemaPath: '#/properties/email/maxLength',
            keyword: 'maxLength',
            params: { limit: 254 },
            message: 'must NOT have more than 254 characters',
            schema: 254,
            parentSchema: schema11.properties.email,
            data: data0,
          };
          if (vErrors === null) {
            vErrors = [err3];
          } else {
            vErrors.push(err3);
          }
          errors++;
        }
        if (!formats0.test(data0)) {
          const err4 = {
            instancePath: instancePath + '/email',
            schemaPath: '#/properties/email/format',
            keyword: 'format',
            params: { format: 'email' },
            message: 'must match format "' + 'email' + '"',
            schema: 'email',
            parentSchema: schema11.properties.email,
            data: data0,
          };
          if (vErrors === null) {
            vErrors = [err4];
          } else {
            vErrors.push(err4);
          }
          errors++;
        }
      } else {
        const err5 = {
          instancePath: instancePath + '/email',
          schemaPath: '#/properties/email/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema11.properties.email.type,
          parentSchema: schema11.properties.email,
          data: data0,
        };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
    if (data.userName !== undefined) {
      let data1 = data.userName;
      if (typeof data1 === 'string') {
        if (!pattern0.test(data1)) {
          const err6 = {
            instancePath: instancePath + '/userName',
            schemaPath: '#/properties/userName/pattern',
            keyword: 'pattern',
            params: { pattern: '^\\s*[A-Za-z0-9][A-Za-z0-9._@-]{2,49}\\s*$' },
            message: 'must match pattern "' + '^\\s*[A-Za-z0-9][A-Za-z0-9._@-]{2,49}\\s*$' + '"',
            schema: '^\\s*[A-Za-z0-9][A-Za-z0-9._@-]{2,49}\\s*$',
            parentSchema: schema11.properties.userName,
            data: data1,
          };
          if (vErrors === null) {
            vErrors = [err6];
          } else {
            vErrors.push(err6);
          }
          errors++;
        }
      } else {
        const err7 = {
          instancePath: instancePath + '/userName',
          schemaPath: '#/properties/userName/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema11.properties.userName.type,
          parentSchema: schema11.properties.userName,
          data: data1,
        };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
    }
    if (data.newPassword !== undefined) {
      let data2 = data.newPassword;
      if (typeof data2 === 'string') {
        if (func2(data2) < 6) {
          const err8 = {
            instancePath: instancePath + '/newPassword',
            schemaPath: '#/properties/newPassword/minLength',
            keyword: 'minLength',
            params: { limit: 6 },
            message: 'must NOT have fewer than 6 characters',
            schema: 6,
            parentSchema: schema11.properties.newPassword,
            data: data2,
          };
          if (vErrors === null) {
            vErrors = [err8];
          } else {
            vErrors.push(err8);
          }
          errors++;
        }
      } else {
        const err9 = {
          instancePath: instancePath + '/newPassword',
          schemaPath: '#/properties/newPassword/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema11.properties.newPassword.type,
          parentSchema: schema11.properties.newPassword,
          data: data2,
        };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      }
    }
    if (data.confirmPassword !== undefined) {
      let data3 = data.confirmPassword;
      if (typeof data3 !== 'string') {
        const err10 = {
          instancePath: instancePath + '/confirmPassword',
          schemaPath: '#/properties/confirmPassword/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema11.properties.confirmPassword.type,
          parentSchema: schema11.properties.confirmPassword,
          data: data3,
        };
        if (vErrors === null) {
          vErrors = [err10];
        } else {
          vErrors.push(err10);
        }
        errors++;
      }
    }
    if (data.currentPassword !== undefined) {
      let data4 = data.currentPassword;
      if (typeof data4 !== 'string') {
        const err11 = {
          instancePath: instancePath + '/currentPassword',
          schemaPath: '#/properties/currentPassword/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema11.properties.currentPassword.type,
          parentSchema: schema11.properties.currentPassword,
          data: data4,
        };
        if (vErrors === null) {
          vErrors = [err11];
        } else {
          vErrors.push(err11);
        }
        errors++;
      }
    }
  } else {
    const err12 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
      schema: schema11.type,
      parentSchema: schema11,
      data,
    };
    if (vErrors === null) {
      vErrors = [err12];
    } else {
      vErrors.push(err12);
    }
    errors++;
  }
  validate10.errors = vErrors;
  return errors === 0;
}
export default { '-257a1464': validate10 };
