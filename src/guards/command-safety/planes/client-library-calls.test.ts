import { describe, expect, it } from "vitest";
import { clientLibraryEffects } from "./client-library-calls.js";

const rules = (code: string, language = "python") => clientLibraryEffects(code, language).map((effect) => effect.rule);
const DELETE = ["planes.cloud-delete"];

describe("clientLibraryEffects", () => {
  it("reads destructive methods and imported functions of platforms' client libraries", () => {
    expect(rules("from huggingface_hub import delete_repo; delete_repo('acme/x', repo_type='dataset')")).toEqual(DELETE);
    expect(rules("from huggingface_hub import HfApi; HfApi().super_squash_history('acme/x')")).toEqual(DELETE);
    expect(rules("import wandb; [r.delete() for r in wandb.Api().runs('acme/p')]")).toEqual(DELETE);
    expect(rules("from pinecone import Pinecone; Pinecone().delete_index('prod')")).toEqual(DELETE);
    expect(rules("from databricks.sdk import WorkspaceClient; WorkspaceClient().clusters.permanent_delete('abc')")).toEqual(DELETE);
    expect(rules("from acme_vectors import VectorClient; VectorClient(url='https://v.acme.io').drop_collection('docs')")).toEqual(DELETE);
    expect(rules("const {Pinecone} = require('@pinecone-database/pinecone'); new Pinecone().deleteIndex('prod')", "node")).toEqual(DELETE);
    expect(rules("import { QdrantClient } from '@qdrant/js-client-rest'; await new QdrantClient({url}).deleteCollection('x')", "node")).toEqual(DELETE);
    expect(rules("library(bigrquery); bq_table_delete(bq_table('p','d','t'))", "r")).toEqual(DELETE);
    expect(rules("bigrquery::bq_dataset_delete(bigrquery::bq_dataset('p','d'), delete_contents = TRUE)", "r")).toEqual(DELETE);
    expect(rules("require 'octokit'; Octokit::Client.new(access_token: t).delete_repository('acme/x')", "ruby")).toEqual(DELETE);
  });

  it("leaves reads, single objects, in-memory data, the project's own modules and clients on this machine", () => {
    expect(rules("from huggingface_hub import list_models; print(list(list_models(author='acme')))")).toEqual([]);
    expect(rules("from huggingface_hub import HfApi; HfApi().delete_file('README.md', repo_id='acme/x')")).toEqual([]);
    expect(rules("import pandas as pd; print(pd.read_csv('a.csv').drop('x', axis=1).dropna())")).toEqual([]);
    expect(rules("from app import db; db.drop_everything()")).toEqual([]);
    expect(rules("from qdrant_client import QdrantClient; QdrantClient(host='localhost').delete_collection('docs')")).toEqual([]);
    expect(rules("const m = new Map(); m.delete(1); require('chalk')", "node")).toEqual([]);
    expect(rules("const { remove } = require('./lib/store'); remove('x')", "node")).toEqual([]);
    expect(rules("library(tidyr); df |> drop_na()", "r")).toEqual([]);
    expect(rules("import wandb; print([r.name for r in wandb.Api().runs('acme/p')])")).toEqual([]);
  });
});
